import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { Verdict } from '../approvals.api';
import { CommentsDialog } from './CommentsDialog';

type Props = {
  /** The buttons' words in the kind's own language ("Approve", "Reject"). */
  approveLabel: string;
  rejectLabel: string;
  /** Which row they decide, for screen readers: "Approve 12". */
  rowName: string | number;
  onDecide: (verdict: Verdict) => void;
};

/** A table row's compact Approve and Reject buttons; the decision itself goes through the comments dialog. */
export function DecisionButtons({ approveLabel, rejectLabel, rowName, onDecide }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-xs" color="green" onClick={() => onDecide('approve')} aria-label={`${approveLabel} ${rowName}`}>
        {approveLabel}
      </Button>
      <Button
        size="compact-xs"
        color="red"
        variant="light"
        onClick={() => onDecide('reject')}
        aria-label={`${rejectLabel} ${rowName}`}
      >
        {rejectLabel}
      </Button>
    </Group>
  );
}

/**
 * A decision waiting for its comment: `open` starts it (the verdict and whose it is, titling the dialog);
 * the comments dialog hands it to `send` and closes once it is recorded (a refusal stays in the dialog).
 */
export function useDecisionDialog<Decision extends { verdict: Verdict; employeeName: string }>(
  send: (decision: Decision, comments: string) => Promise<void>,
) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const dialog = (
    <CommentsDialog
      item={decision}
      verdict={decision?.verdict ?? 'approve'}
      onClose={() => setDecision(null)}
      onSubmit={async (comments) => {
        if (!decision) return;
        await send(decision, comments);
        setDecision(null);
      }}
    />
  );
  return { open: setDecision, dialog };
}
