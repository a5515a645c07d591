import { LIST_FILE_MAX_MB, MESSAGES } from '@trueline/contract';
import type { MultipartOptions } from '../../platform/multipart';
import type { UploadPart } from './lists.service';

/** How a lead list is read from an upload (console and public API): streamed into storage as it arrives, up to the size lists allow. */
export const listUpload = <T>(store: (part: UploadPart) => Promise<T>): MultipartOptions<T> => ({
  missing: MESSAGES.listFileRequired,
  maxFileBytes: LIST_FILE_MAX_MB * 1024 * 1024,
  onFile: async (file) => store({ filename: file.filename, stream: file.file }),
});
