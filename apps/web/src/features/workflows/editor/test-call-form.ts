import { DateTime } from 'luxon';
import { NANP_COUNTRIES, PHONE_TYPES, TEST_CHANNEL_TYPES, normalizePhone, type PhoneType, type WorkflowTestRequest } from '@trueline/contract';

/** The test-call form (spec 3 §3 "Workflow test request"): phones as E.164, meta data as rows, the emulated time as a local date-time. */
export interface TestCallForm {
  to: string;
  from: string;
  zip: string;
  externId: string;
  channelType: (typeof TEST_CHANNEL_TYPES)[number];
  phoneType: PhoneType | '';
  metaData: { key: string; value: string }[];
  /** `YYYY-MM-DDTHH:mm` in this browser's time zone, or empty for now. */
  emulatedTime: string;
}

export const EMPTY_TEST_CALL: TestCallForm = { to: '', from: '', zip: '', externId: '', channelType: 'Voice', phoneType: '', metaData: [], emulatedTime: '' };

/** The form remembers its last values in this browser (spec 3 §3). */
export const TEST_CALL_STORAGE_KEY = 'trueline.workflowTestCall';

export function loadTestCall(storage: Pick<Storage, 'getItem'> = localStorage): TestCallForm {
  try {
    const saved = JSON.parse(storage.getItem(TEST_CALL_STORAGE_KEY) ?? 'null') as Partial<TestCallForm> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_TEST_CALL;
    return {
      ...EMPTY_TEST_CALL,
      ...saved,
      channelType: TEST_CHANNEL_TYPES.includes(saved.channelType as never) ? saved.channelType! : 'Voice',
      phoneType: PHONE_TYPES.includes(saved.phoneType as never) ? saved.phoneType! : '',
      metaData: Array.isArray(saved.metaData) ? saved.metaData.filter((r) => r && typeof r.key === 'string').map((r) => ({ key: r.key, value: String(r.value ?? '') })) : [],
    };
  } catch {
    return EMPTY_TEST_CALL;
  }
}

export function saveTestCall(form: TestCallForm, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(TEST_CALL_STORAGE_KEY, JSON.stringify(form));
}

/** Run is possible once the to-number is a valid US or Canadian number (spec 3 §5). */
export const canRun = (form: TestCallForm) => normalizePhone(form.to, NANP_COUNTRIES) !== null && (!form.from || normalizePhone(form.from, NANP_COUNTRIES) !== null);

/** The request: empty fields left out, meta data rows with a key as the data map (the last row of a key wins). */
export function toTestRequest(form: TestCallForm): WorkflowTestRequest {
  const data = Object.fromEntries(form.metaData.filter((r) => r.key.trim()).map((r) => [r.key.trim(), r.value]));
  const at = form.emulatedTime ? DateTime.fromISO(form.emulatedTime) : null;
  return {
    to: form.to,
    from: form.from || null,
    zip: form.zip.trim() || null,
    externId: form.externId.trim() || null,
    channelType: form.channelType,
    phoneType: form.phoneType || null,
    data,
    emulatedTime: at?.isValid ? at.toISO() : null,
  };
}
