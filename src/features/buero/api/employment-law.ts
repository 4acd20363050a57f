import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { employmentLawOperations as ops } from '@domain/buero/operations/employment-law';
import type {
  DeclarationInput,
  EmploymentStatusInput,
  LawRecord,
  LecturePeriodInput,
  WageInput,
} from '@domain/shared/employment-law/record-contract';
import { call } from '@src/api/call';

/*
 * A staff member's employment-law record on the office's staff detail
 * (issue 27, domain/buero/operations/employment-law.ts). Every write answers
 * the whole record, which replaces the one on screen; the staff list's
 * counters (law_snapshots) then refetch.
 */

const lawKey = (id: number) => ['buero', 'staff-law', id] as const;

/** The record with the counters of `month` (yyyy-MM; undefined: the server's current month). */
export function useLawRecord(id: number, month: string | undefined) {
  return useQuery({
    queryKey: [...lawKey(id), month ?? 'current'],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      call(ops.record, { params: { id }, query: month ? { month } : {} }, { signal }),
  });
}

/** What a write's answer does to the cache: it is the record of the month on screen if that is its month. */
function useRecordAnswer(id: number, month: string | undefined) {
  const client = useQueryClient();
  return async (record: LawRecord) => {
    // Other months of the person are stale now (their counters may move), but not fetched until shown.
    await client.invalidateQueries({ queryKey: lawKey(id), refetchType: 'none' });
    if (month === undefined || month === record.month) {
      client.setQueryData([...lawKey(id), month ?? 'current'], record);
    } else {
      await client.refetchQueries({ queryKey: [...lawKey(id), month] });
    }
    void client.invalidateQueries({ queryKey: ['buero', 'staff'] });
  };
}

/** The office's writes on the record, each answering the record. */
export type LawWrite =
  | { kind: 'status'; body: EmploymentStatusInput }
  | { kind: 'addWage'; body: WageInput }
  | { kind: 'removeWage'; validFrom: string }
  | { kind: 'addLecturePeriod'; body: LecturePeriodInput }
  | { kind: 'removeLecturePeriod'; periodId: number }
  | { kind: 'addDeclaration'; body: DeclarationInput }
  | { kind: 'correctDeclaration'; declarationId: number; body: DeclarationInput }
  | { kind: 'removeDeclaration'; declarationId: number };

/** Sends one write; the caller maps its 422 field errors onto its own fields. */
export function sendLawWrite(id: number, write: LawWrite): Promise<LawRecord> {
  switch (write.kind) {
    case 'status':
      return call(ops.setStatus, { params: { id }, body: write.body });
    case 'addWage':
      return call(ops.addWage, { params: { id }, body: write.body });
    case 'removeWage':
      return call(ops.removeWage, { params: { id, validFrom: write.validFrom } });
    case 'addLecturePeriod':
      return call(ops.addLecturePeriod, { params: { id }, body: write.body });
    case 'removeLecturePeriod':
      return call(ops.removeLecturePeriod, { params: { id, periodId: write.periodId } });
    case 'addDeclaration':
      return call(ops.addDeclaration, { params: { id }, body: write.body });
    case 'correctDeclaration':
      return call(ops.correctDeclaration, {
        params: { id, declarationId: write.declarationId },
        body: write.body,
      });
    case 'removeDeclaration':
      return call(ops.removeDeclaration, {
        params: { id, declarationId: write.declarationId },
      });
  }
}

/** A write as a mutation whose answer replaces the record on screen. */
export function useLawWrite(id: number, month: string | undefined) {
  const onAnswer = useRecordAnswer(id, month);
  return useMutation({
    mutationFn: (write: LawWrite) => sendLawWrite(id, write),
    onSuccess: onAnswer,
  });
}

/** For forms (useApiForm) that send themselves: the same cache update after their answer. */
export function useLawAnswer(id: number, month: string | undefined) {
  return useRecordAnswer(id, month);
}
