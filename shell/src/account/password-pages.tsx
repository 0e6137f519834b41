import { useLocation } from '@portal/web-kit/router';
import ForgotPasswordPage from '../auth/forgot-password-page.js';
import { SetPasswordForm } from './set-password-form.js';

/**
 * The pages of getting back in, one chunk for the three (they share the password field and its
 * live check): `/forgot-password`, `/reset-password#token=…` (the link of "Forgot your
 * password?") and `/accept-invitation#token=…` (an invited staff member's first password).
 */
export default function PasswordPages() {
  const { pathname } = useLocation();
  if (pathname === '/forgot-password') return <ForgotPasswordPage />;
  return <SetPasswordForm kind={pathname === '/accept-invitation' ? 'invitation' : 'reset'} />;
}
