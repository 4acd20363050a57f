// Ports of the e2e run, away from the 3000 a developer may have running.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
