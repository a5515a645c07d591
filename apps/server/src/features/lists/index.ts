/** What other features use of lists besides its module and service: the upload reader and the service's types. */
export { listUpload } from './list-upload';
export type { ListsService, StoredUpload, UploadPart } from './lists.service';
export type { LeadBody } from './load-lead';
