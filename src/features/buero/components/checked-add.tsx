import { type ReactNode, useState } from 'react';
import type { BulkResult } from '@domain/buero/messen-contract';
import type { PersonCheck } from '@domain/shared/employment-law/record-contract';
import { useStaffChange, useStaffCheck } from '../api/messen';
import { LawCheckDialog } from './law-check-dialog';

type AddArgs = { messeId: number; customerId: number; ids: number[] };
type Open = { args: AddArgs; checks: PersonCheck[]; onAdded?: (result: BulkResult) => void };

/**
 * Adding staff to a pair with the employment-law check first (issue 27): the
 * check's answer opens LawCheckDialog, which adds on confirmation (with the
 * clerk's reason when someone would cross a limit). Every place that adds
 * staff (the proposals, taking a removed person back, the staff detail's
 * "Zu einem Einsatz hinzufügen") goes through here.
 */
export function useCheckedAdd(): {
  start: (args: AddArgs, onAdded?: (result: BulkResult) => void) => void;
  dialog: ReactNode;
  error: unknown;
  isPending: boolean;
} {
  const check = useStaffCheck();
  const add = useStaffChange('add');
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => {
    setOpen(null);
    add.reset();
  };
  const start = (args: AddArgs, onAdded?: (result: BulkResult) => void) => {
    add.reset();
    check.mutate(args, {
      onSuccess: (answer) => setOpen({ args, checks: answer.items, onAdded }),
    });
  };
  const dialog = open ? (
    <LawCheckDialog
      checks={open.checks}
      pending={add.isPending}
      failure={add.error}
      onClose={close}
      onConfirm={(overrideReason) =>
        add.mutate(
          { ...open.args, overrideReason },
          {
            onSuccess: (result) => {
              setOpen(null);
              open.onAdded?.(result);
            },
          },
        )
      }
    />
  ) : null;
  return {
    start,
    dialog,
    error: check.error ?? (open ? null : add.error),
    isPending: check.isPending || add.isPending,
  };
}
