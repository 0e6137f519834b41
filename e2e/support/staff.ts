import type { LoginResponse } from '@portal/contract';
import { registerThroughApi, signInThroughApi } from './sessions.js';

export interface StaffMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The education officer the browser suites review and publish grants as. */
export const educationOfficer: StaffMember = {
  firstName: 'Edna',
  lastName: 'Education',
  email: 'edna.education@e2e.example',
  password: 'edna staff password',
};

/**
 * A staff member with the education flag (a reviewer of spec §2's key R), made as an office
 * would: the person registers, an admin sets userType staff and the flag, then they sign in.
 */
export async function signInEducationStaff(
  baseUrl: string,
  admin: LoginResponse,
  staff: StaffMember,
): Promise<LoginResponse> {
  const cardNumber = `RS-STAFF-${Date.now() % 1_000_000}`;
  const registered = await registerThroughApi(baseUrl, { ...staff, cardNumber });
  const response = await fetch(`${baseUrl}/api/users/${registered.user._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      cardNumber,
      userType: 'staff',
      education: true,
      harvesting: false,
      communityOutreach: false,
    }),
  });
  if (!response.ok) {
    throw new Error(
      `making ${staff.email} education staff failed: ${response.status} ${await response.text()}`,
    );
  }
  return signInThroughApi(baseUrl, staff.email, staff.password);
}
