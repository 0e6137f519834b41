import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';

export const areaName = 'Member area';

/** Stands in for a screen until it is built: its title, and which part of the portal renders it. */
export function placeholderPage(title: string): ComponentType {
  function PlaceholderPage() {
    const { id } = useParams();
    return (
      <div className="page">
        <h1>{title}</h1>
        <p className="muted">
          {areaName}: this page is rendered by mf-member
          {id === undefined ? '' : ` for record ${id}`}.
        </p>
      </div>
    );
  }
  PlaceholderPage.displayName = `PlaceholderPage(${title})`;
  return PlaceholderPage;
}
