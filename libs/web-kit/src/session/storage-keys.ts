/** Where the session lives in local storage (spec §7: "Token and encryptionKey are kept in local storage"). */
export const sessionStorageKeys = {
  token: 'token',
  encryptionKey: 'encryptionKey',
  user: 'user',
} as const;
