import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import { applications, bewerberLocations, documents } from '@server/platform/db/schema/bewerber';
import {
  bewerberMessen,
  signatureDays,
  signatures,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import { mailOutbox, tokens } from '@server/platform/db/schema/system';
import {
  assignSupervisor,
  createBewerber,
  createLocation,
  createMesseCustomer,
  createTime,
  createUser,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import type { TestApp } from '@tests/support/test-app';

let sequence = 0;

/** What identifies the rich person: every one of these must be gone after erasure. */
export type PersonSecrets = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  iban: string;
  street: string;
  documentName: string;
};

/**
 * A person with data in every table that can hold some: two applications of one
 * address (two applicant rows), a staff login with a session, a reset token and
 * a supervisor assignment, locations, chosen fairs, a photo and a document
 * (files in storage), payroll fields (encrypted), a staff assignment with times
 * and a signed sheet, a mail in the outbox and audit entries.
 */
export async function createRichPerson(t: TestApp) {
  sequence += 1;
  const tag = `${String(process.pid)}x${String(sequence)}`;
  const secrets: PersonSecrets = {
    firstname: `Zelda${tag}`,
    lastname: `Quixote${tag}`,
    email: `zelda.${tag}@example.test`,
    phone: `0151${tag.replace(/\D/g, '')}77`,
    iban: 'DE89370400440532013000',
    street: `Geheimweg ${tag}`,
    documentName: `zeugnis-${tag}.pdf`,
  };
  const cipher = t.app.fieldCipher;
  const user = await createUser(t.db, {
    email: secrets.email,
    firstname: secrets.firstname,
    lastname: secrets.lastname,
    timetracking: true,
  });
  const photoBytes = Buffer.from(`photo-bytes-${tag}`);
  const photoKey = await t.app.fileStore.put(photoBytes);
  const first = await createBewerber(t.db, {
    firstname: secrets.firstname,
    lastname: secrets.lastname,
    email: secrets.email.toUpperCase(),
    phoneMobile: secrets.phone,
  });
  const staff = await createBewerber(t.db, {
    userId: user.id,
    firstname: secrets.firstname,
    lastname: secrets.lastname,
    email: secrets.email,
    phoneMobile: secrets.phone,
    street: secrets.street,
    city: 'Hannover',
    photoKey,
    contract: true,
    bankIbanEnc: cipher.encrypt(secrets.iban, ENCRYPTED_FIELD.bankIban),
    taxNumberEnc: cipher.encrypt('12345678901', ENCRYPTED_FIELD.taxNumber),
    rvNumberEnc: cipher.encrypt('12150780S123', ENCRYPTED_FIELD.rvNumber),
    kkName: 'AOK',
  });
  const [firstApp] = await t.db
    .insert(applications)
    .values({ bewerberId: first.id, rejectReason: `Grund für ${secrets.lastname}` })
    .returning();
  const [staffApp] = await t.db
    .insert(applications)
    .values({ bewerberId: staff.id, status: 'complete', decision: 'staff' })
    .returning();
  if (!firstApp || !staffApp) throw new Error('applications not inserted');
  await t.db.insert(tokens).values([
    {
      kind: 'application_step2',
      tokenHash: `step2-${tag}`,
      applicationId: firstApp.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
    {
      kind: 'password_reset',
      tokenHash: `reset-${tag}`,
      userId: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  ]);
  const location = await createLocation(t.db);
  await t.db.insert(bewerberLocations).values({ bewerberId: staff.id, locationId: location.id });
  const pair = await createMesseCustomer(t.db);
  await t.db.insert(bewerberMessen).values({ bewerberId: staff.id, messeId: pair.messeId });
  await assignSupervisor(t.db, user.id, pair);
  await t.db
    .insert(staffAssignments)
    .values({ bewerberId: staff.id, messeId: pair.messeId, customerId: pair.customerId });
  const time = await createTime(t.db, {
    messeId: pair.messeId,
    customerId: pair.customerId,
    bewerberId: staff.id,
    day: '2026-11-20',
    updatedBy: user.id,
  });
  const [signature] = await t.db
    .insert(signatures)
    .values({
      kind: 'staff',
      svg: SAMPLE_SIGNATURE_SVG,
      contentSha256: 'a'.repeat(64),
      signerName: `${secrets.firstname} ${secrets.lastname}`,
      signedBy: user.id,
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: staff.id,
    })
    .returning();
  if (!signature) throw new Error('signature not inserted');
  await t.db.insert(signatureDays).values({ signatureId: signature.id, day: '2026-11-20' });
  const documentBytes = Buffer.from(`%PDF-1.4 document of ${tag}`);
  const documentKey = await t.app.fileStore.put(documentBytes);
  const [document] = await t.db
    .insert(documents)
    .values({
      bewerberId: staff.id,
      type: 'zeugnis',
      storageKey: documentKey,
      originalName: secrets.documentName,
      mimeType: 'application/pdf',
      sizeBytes: documentBytes.length,
      uploadedBy: user.id,
    })
    .returning();
  if (!document) throw new Error('document not inserted');
  await t.db.insert(mailOutbox).values({
    kind: 'password_reset',
    recipient: secrets.email,
    locale: 'de',
    payloadEncrypted: cipher.encrypt(JSON.stringify({ name: secrets.firstname }), 'mail'),
    // Sent already: the outbox worker leaves it alone.
    sentAt: new Date(),
  });
  const staffCookie = await sessionCookieFor(t.db, user.id);
  return {
    secrets,
    user,
    first,
    staff,
    firstApp,
    staffApp,
    pair,
    time,
    signature,
    document,
    photoKey,
    photoBytes,
    documentKey,
    documentBytes,
    staffCookie,
  };
}
export type RichPerson = Awaited<ReturnType<typeof createRichPerson>>;
