import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';

/** Which remote a placeholder stands in, as a sentence start ("Member area") and the remote's name. */
export interface RemoteArea {
  area: string;
  remote: string;
}

/** Stands in for a screen until it is built: its title, and which part of the portal renders it. */
export function placeholderPage(title: string, { area, remote }: RemoteArea): ComponentType {
  function PlaceholderPage() {
    const { id } = useParams();
    return (
      <div className="page">
        <h1>{title}</h1>
        <p className="muted">
          {area}: this page is rendered by {remote}
          {id === undefined ? '' : ` for record ${id}`}.
        </p>
      </div>
    );
  }
  PlaceholderPage.displayName = `PlaceholderPage(${title})`;
  return PlaceholderPage;
}
