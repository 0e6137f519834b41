import { z } from 'zod';

export const userTypes = ['user', 'staff', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

/** The three access flags an admin can give an account (spec §6). */
export const accessFlags = ['education', 'harvesting', 'communityOutreach'] as const;
export type AccessFlag = (typeof accessFlags)[number];
