import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useKitMessages } from '../i18n/kit-messages.js';
import { remoteMessages } from './messages.js';
import { useRouteTitle } from './route-title.js';

/** Which remote a placeholder stands in: the part of the portal, and the remote's name. */
export interface RemoteArea {
  area: 'member' | 'staff' | 'admin';
  remote: string;
}

/**
 * Stands in for a screen until it is built: its title (the shell's, in the chosen language; the
 * contract's English outside the shell), and which part of the portal renders it.
 */
export function placeholderPage(title: string, { area, remote }: RemoteArea): ComponentType {
  function PlaceholderPage() {
    const { t } = useKitMessages();
    const { id } = useParams();
    return (
      <div className="page">
        <h1>{useRouteTitle(title)}</h1>
        <p className="muted">
          {id === undefined
            ? t(remoteMessages.placeholder, { area, remote })
            : t(remoteMessages.placeholderForRecord, { area, remote, id })}
        </p>
      </div>
    );
  }
  PlaceholderPage.displayName = `PlaceholderPage(${title})`;
  return PlaceholderPage;
}
