import { today } from '@internationalized/date';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import { count } from 'drizzle-orm';
import { hashPassword } from '@server/platform/accounts/password';
import { ENCRYPTED_FIELD } from '@server/platform/crypto/encrypted-fields';
import type { FieldCipher } from '@server/platform/crypto/field-encryption';
import type { Database } from '@server/platform/db/client';
import { bewerber, bewerberLocations, locations } from '@server/platform/db/schema/bewerber';
import {
  bewerberMessen,
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { seedDemoApplicants } from './applicants';
import { seedDemoBilling } from './billing';
import { seedDemoBookings } from './bookings';
import { seedDemoContacts } from './contacts';
import { seedDemoEmploymentLaw } from './employment-law';
import { DEMO_LOGINS } from './logins';

const LOCATIONS = [
  'Hamburg',
  'Berlin',
  'München',
  'Köln',
  'Frankfurt',
  'Düsseldorf',
  'Hannover',
  'Leipzig',
];

/** yyyy-MM-dd of today plus some days, in the server's time zone. */
function isoDay(offsetDays: number): string {
  return today(AGENCY_TIME_ZONE).add({ days: offsetDays }).toString();
}

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

type StaffSeed = {
  firstname: string;
  lastname: string;
  gender: 'w' | 'm' | 'd';
  login?: 'contract' | 'staff';
};

const STAFF: StaffSeed[] = [
  { firstname: 'Valentin', lastname: 'Vertrag', gender: 'm', login: 'contract' },
  { firstname: 'Paula', lastname: 'Personal', gender: 'w', login: 'staff' },
  { firstname: 'Lena', lastname: 'Becker', gender: 'w' },
  { firstname: 'Jonas', lastname: 'Wagner', gender: 'm' },
  { firstname: 'Mira', lastname: 'Yilmaz', gender: 'd' },
];

/**
 * Fills an empty database with a small, believable demo: locations, three fairs
 * around today, customers, a supervisor, staff with times. Returns false and
 * writes nothing when the database already has users.
 */
export async function seedDemoData(db: Database, cipher: FieldCipher): Promise<boolean> {
  // Every start calls this: a seeded database must not pay for the argon2id hashes.
  if (await hasUsers(db)) return false;
  // Hashing is slow: do it before the transaction holds the database.
  const hashes = {
    supervisor: await hashPassword(DEMO_LOGINS.supervisor.password),
    contract: await hashPassword(DEMO_LOGINS.contract.password),
    staff: await hashPassword(DEMO_LOGINS.staff.password),
    office: await hashPassword(DEMO_LOGINS.office.password),
  };
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another instance may have seeded meanwhile.
    if (await hasUsers(tx)) return false;

    const locationRows = await tx
      .insert(locations)
      .values(LOCATIONS.map((name) => ({ name })))
      .returning();
    const [running, nextFair, later] = await tx
      .insert(messen)
      .values([
        // The federal state of each city: its public holidays are flagged (§ 9 ArbZG).
        {
          name: 'IAA Transportation',
          city: 'Hannover',
          federalState: 'NI',
          dateStart: isoDay(-2),
          dateEnd: isoDay(3),
        },
        // Starts tomorrow: the supervisor's second fair, so the date view clamps into it.
        {
          name: 'Agritechnica',
          city: 'Hannover',
          federalState: 'NI',
          dateStart: isoDay(1),
          dateEnd: isoDay(5),
        },
        {
          name: 'Frankfurter Buchmesse',
          city: 'Frankfurt',
          federalState: 'HE',
          dateStart: isoDay(60),
          dateEnd: isoDay(64),
        },
      ])
      .returning();
    if (!running || !nextFair || !later) throw new Error('demo fairs not created');
    const customerRows = await tx
      .insert(customers)
      .values(
        [
          'Nordlicht Mobility GmbH',
          'Alpen Elektro AG',
          'Havelland Feinkost',
          'Spreewald Bio eG',
          'Mainverlag KG',
          'Rhein Media GmbH',
        ].map((name) => ({ name })),
      )
      .returning();
    const pairs = [running, running, nextFair, nextFair, later, later].map((messe, i) => ({
      messeId: messe.id,
      customerId: customerRows[i]?.id ?? 0,
    }));
    await tx.insert(messeCustomers).values(pairs);
    await seedDemoContacts(tx, pairs);
    const pastPair = await seedArchive(tx);
    const [pairA, pairB, pairC, , declinedPair] = pairs;
    if (!pairA || !pairB || !pairC || !declinedPair) throw new Error('demo pairs not created');

    const [supervisor] = await tx
      .insert(users)
      .values({
        email: DEMO_LOGINS.supervisor.email,
        passwordHash: hashes.supervisor,
        firstname: 'Sabine',
        lastname: 'Aufsicht',
        timetracking: true,
      })
      .returning();
    if (!supervisor) throw new Error('demo supervisor not created');
    await tx.insert(supervisorAssignments).values([
      { userId: supervisor.id, ...pairA },
      { userId: supervisor.id, ...pairC },
    ]);

    const [office] = await tx
      .insert(users)
      .values({
        email: DEMO_LOGINS.office.email,
        passwordHash: hashes.office,
        firstname: 'Olivia',
        lastname: 'Office',
        role: 'office',
      })
      .returning();
    if (!office) throw new Error('demo office user not created');
    await seedDemoApplicants(tx, {
      locationIds: locationRows.map((row) => row.id),
      messeIds: [running.id, nextFair.id, later.id],
      decidedBy: office.id,
    });

    let teamLeadId: number | null = null;
    for (const [index, person] of STAFF.entries()) {
      let userId: number | null = null;
      if (person.login) {
        const [user] = await tx
          .insert(users)
          .values({
            email: DEMO_LOGINS[person.login].email,
            passwordHash: hashes[person.login],
            firstname: person.firstname,
            lastname: person.lastname,
          })
          .returning();
        userId = user?.id ?? null;
      }
      const contract = person.login === 'contract';
      const [row] = await tx
        .insert(bewerber)
        .values({
          userId,
          gender: person.gender,
          firstname: person.firstname,
          lastname: person.lastname,
          email: person.login
            ? DEMO_LOGINS[person.login].email
            : `${person.firstname.toLowerCase()}@example.org`,
          phoneMobile: `0151${String(2345670 + index)}`,
          birthdate: `199${index}-0${index + 1}-1${index}`,
          student: index % 2 === 1,
          job: index % 2 === 1 ? null : 'Sonstiges',
          // Students need their study fields, or the master-data form starts with errors.
          studySubject: index % 2 === 1 ? 'Eventmanagement' : null,
          studyPlace: index % 2 === 1 ? 'Hannover' : null,
          studyEnd: index % 2 === 1 ? 2028 : null,
          street: `Messeallee ${index + 1}`,
          zipcode: '30521',
          city: 'Hannover',
          birthCountry: 'DE',
          birthplace: 'Hannover',
          sizeTop: person.gender === 'm' ? 50 : 38,
          sizeBottom: person.gender === 'm' ? 98 : 38,
          contract,
          rvNumberEnc: contract ? cipher.encrypt('65100190V006', ENCRYPTED_FIELD.rvNumber) : null,
          taxNumberEnc: contract ? cipher.encrypt('86095742719', ENCRYPTED_FIELD.taxNumber) : null,
          kkType: contract ? 'gesetzlich' : null,
          kkName: contract ? 'Demo BKK' : null,
          kkNumber: contract ? 'A123456780' : null,
          bankIbanEnc: contract
            ? cipher.encrypt('DE89370400440532013000', ENCRYPTED_FIELD.bankIban)
            : null,
          bankBic: contract ? 'COBADEFFXXX' : null,
        })
        .returning();
      if (!row) throw new Error('demo staff not created');
      if (index === 0) teamLeadId = row.id;
      const home = locationRows[index % locationRows.length];
      if (home)
        await tx.insert(bewerberLocations).values({ bewerberId: row.id, locationId: home.id });
      await tx.insert(bewerberMessen).values([
        { bewerberId: row.id, messeId: running.id },
        { bewerberId: row.id, messeId: nextFair.id },
      ]);

      // Everyone works for the supervisor's two pairs (the running fair's first customer and
      // the next fair's); two also for the running fair's second customer (not the supervisor's).
      await tx
        .insert(staffAssignments)
        .values(
          [pairA, pairC, ...(index < 2 ? [pairB] : [])].map((p) => ({ bewerberId: row.id, ...p })),
        );
      // Times on the running fair's days so far, today for all but the last person (the date
      // view shows a gap); nothing is signed, so every sheet can be tried out.
      const days = index < STAFF.length - 1 ? [-2, -1, 0] : [-2, -1];
      for (const offset of days) {
        await tx.insert(times).values({
          ...pairA,
          bewerberId: row.id,
          day: isoDay(offset),
          timeStart: 9 * 60 + (index % 3) * 15,
          timeEnd: 17 * 60 + 30 + (index % 2) * 30,
          timeBreak: index % 2 === 0 ? 30 : 45,
          updatedBy: supervisor.id,
        });
      }
    }
    // A crew of 30 on the next fair's pair, none with a time yet: the day list's
    // 'standard shift for everyone' has a full day to try (docs/product/rules.md).
    for (let index = 1; index <= DEMO_CREW_EXTRA; index += 1) {
      const number = String(index).padStart(2, '0');
      const [row] = await tx
        .insert(bewerber)
        .values({
          gender: index % 2 === 0 ? 'm' : 'w',
          firstname: 'Crew',
          lastname: `Mitglied ${number}`,
          email: `crew-${number}@example.org`,
          phoneMobile: `0152${String(1000000 + index)}`,
          birthdate: '1999-04-12',
        })
        .returning();
      if (!row) throw new Error('demo crew not created');
      await tx.insert(staffAssignments).values({ bewerberId: row.id, ...pairC });
    }
    await seedDemoBilling(
      tx,
      customerRows.map((customer) => customer.id),
      [...pairs, pastPair],
      teamLeadId === null ? null : { staffId: teamLeadId, pair: pairA },
    );
    // Before the bookings' states: the past fair's bookings become confirmed there.
    await seedDemoEmploymentLaw(tx, {
      today: isoDay(0),
      customerId: pastPair.customerId,
      officeId: office.id,
    });
    await seedDemoBookings(tx, { today: isoDay(0), declinedPair, pastPair, officeId: office.id });
    return true;
  });
}

/**
 * The office's archive (docs/product/fairs.md): a past fair and a former customer, both
 * archived, so the office's lists show their archive tab with something in it. Returns
 * the past fair's pair with the current customer (the demo staff login's past booking).
 */
async function seedArchive(tx: Database) {
  const [pastFair] = await tx
    .insert(messen)
    .values({
      name: 'Hannover Messe',
      city: 'Hannover',
      description: 'Vorjahr, abgeschlossen',
      dateStart: isoDay(-240),
      dateEnd: isoDay(-236),
      archivedAt: new Date(),
    })
    .returning();
  const [former, regular] = await tx
    .insert(customers)
    .values([
      { name: 'Altkunde Logistik GmbH', archivedAt: new Date() },
      { name: 'Weser Maschinenbau AG' },
    ])
    .returning();
  if (!pastFair || !former || !regular) throw new Error('demo archive not created');
  await tx.insert(messeCustomers).values([
    { messeId: pastFair.id, customerId: former.id },
    { messeId: pastFair.id, customerId: regular.id },
  ]);
  return { messeId: pastFair.id, customerId: regular.id };
}

/** People added to the next fair's pair so it has 30 assigned staff. */
const DEMO_CREW_EXTRA = 30 - STAFF.length;
