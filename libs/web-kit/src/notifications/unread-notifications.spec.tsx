import { act, render, screen } from '@testing-library/react';
import { createUnreadNotifications, useUnreadNotifications } from './unread-notifications.js';

describe('the unread notifications count', () => {
  it('is unknown at first, and every reader sees each change', () => {
    const store = createUnreadNotifications();
    function Reader({ name }: { name: string }) {
      const unread = useUnreadNotifications(store);
      return <p>{`${name}: ${unread ?? 'unknown'}`}</p>;
    }
    render(
      <>
        <Reader name="bell" />
        <Reader name="inbox" />
      </>,
    );
    expect(screen.getByText('bell: unknown')).toBeTruthy();
    act(() => store.set(3));
    expect(screen.getByText('bell: 3')).toBeTruthy();
    expect(screen.getByText('inbox: 3')).toBeTruthy();
    act(() => store.set(0));
    expect(screen.getByText('inbox: 0')).toBeTruthy();
  });
});
