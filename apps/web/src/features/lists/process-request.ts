import { MESSAGES, type DedupeOption, type Five9Options, type ListProcessRequest, type ProcessingMode, type ProviderCode, type Workspace } from '@trueline/contract';
import { takesDedupe, takesDialerList, takesMode, type DialerListChoice } from './ListTargetFields';

/** Where and how a list goes into the dialer: the choices of the editor and of each bulk file. */
export interface ListTarget {
  dialerList: DialerListChoice | null;
  dedupe: DedupeOption;
  mode: ProcessingMode;
  five9: Five9Options;
}

/** 'Select a list.' when the dialer needs a list and none is chosen (spec 2 §5). */
export const targetError = (provider: ProviderCode | null, t: Pick<ListTarget, 'dialerList'>) => (takesDialerList(provider) && !t.dialerList ? MESSAGES.selectList : null);

/** Five9 lead key fields come from the workspace's dialer settings. */
export const leadKeyFieldsOf = (w: Workspace) => (w.dialerProviderSettings?.provider === 'FIVE9' ? w.dialerProviderSettings.leadKeyFields : undefined);

/** The dialer part of a process request: only the options the provider takes (spec 2 §2). */
export function targetRequest(provider: ProviderCode | null, t: ListTarget, leadKeyFields?: string[]): ListProcessRequest {
  const five9 = takesMode(provider);
  return {
    type: 'DIALER',
    mode: five9 ? t.mode : 'APPEND',
    dialerListId: takesDialerList(provider) ? (t.dialerList?.id ?? null) : null,
    dialerListName: takesDialerList(provider) ? (t.dialerList?.name ?? null) : null,
    dedupe: takesDedupe(provider) ? t.dedupe : null,
    firstRowHasHeaders: true,
    ...(five9 ? { ...t.five9, leadKeyFields } : {}),
  };
}
