// The module's public surface: other modules import it from here, never from its files.
export {
  insufficientBalanceMessage,
  LEAVE_GENDER_LABELS,
  LEAVE_MESSAGES,
  LEAVE_TYPE_LABELS,
  LEDGER_KIND_LABELS,
} from './leave.constants';
export { WHOS_OUT_MESSAGES } from './whos-out.constants';
export { whosOutRowSchema } from './whos-out.schemas';
