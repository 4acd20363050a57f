/** Users the e2e run adds beside the demo data, each owned by one spec. */
export const E2E_USERS = {
  reset: {
    email: 'reset-flow@e2e.test',
    password: 'altes-Passwort-123',
    firstname: 'Rita',
    lastname: 'Reset',
  },
} as const;
