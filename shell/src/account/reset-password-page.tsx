import { SetPasswordForm } from './set-password-form.js';

/** `/reset-password#token=…`: the page the link of "Forgot your password?" opens. */
export default function ResetPasswordPage() {
  return <SetPasswordForm kind="reset" />;
}
