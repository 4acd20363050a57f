/**
 * Associated data of each encrypted column: a ciphertext only decrypts in the
 * column it was written for.
 */
export const ENCRYPTED_FIELD = {
  rvNumber: 'bewerber.rv_number',
  taxNumber: 'bewerber.tax_number',
  bankIban: 'bewerber.bank_iban',
  calendarFeedToken: 'calendar_feeds.token_cipher',
} as const;
