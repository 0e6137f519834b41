import { SetPasswordForm } from './set-password-form.js';

/** `/accept-invitation#token=…`: an invited staff member or admin sets their first password. */
export default function AcceptInvitationPage() {
  return <SetPasswordForm kind="invitation" />;
}
