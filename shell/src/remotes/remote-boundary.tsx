import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailure } from '@portal/web-kit';
import type { MessageDescriptor } from '@portal/web-kit/i18n';
import { useShellMessages } from '../i18n/shell-messages.js';
import { remoteMessages } from './messages.js';
import { RemoteLoadError } from './remote-loader.js';

interface RemoteBoundaryProps {
  /** The page title, kept as the heading of the failure message. */
  title: string;
  /** Forgets the failed load so that rendering again starts a new one. */
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
}

/**
 * Contains whatever goes wrong inside one remote's area: its files not arriving, or its page
 * throwing. The header and the rest of the portal keep working; Retry tries again.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the user sees a plain message.
    console.error('Portal remote failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <RemoteFailure
        title={this.props.title}
        message={
          this.state.error instanceof RemoteLoadError
            ? remoteMessages.loadFailed
            : remoteMessages.crashed
        }
        onRetry={this.retry}
        onLeave={this.props.onRetry}
      />
    );
  }
}

interface RemoteFailureProps {
  title: string;
  message: MessageDescriptor;
  onRetry: () => void;
  /** Leaving the page forgets the failure too, so the next visit tries again by itself. */
  onLeave: () => void;
}

function RemoteFailure({ title, message, onRetry, onLeave }: RemoteFailureProps) {
  const { t } = useShellMessages();
  useEffect(() => onLeave, [onLeave]);
  return <LoadFailure title={title} message={t(message)} onRetry={onRetry} />;
}
