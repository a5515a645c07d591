/** What other features use of lists besides its module and service: the upload reader, the CSV reader, phone normalisation and the service's types. */
export { CsvError, csvChunks, csvSlice } from './csv';
export { leadPhone } from './phone';
export { listUpload } from './list-upload';
export { filePreview } from './file-preview';
export type { ListsService, StoredUpload, UploadPart } from './lists.service';
export type { LeadBody } from './load-lead';
