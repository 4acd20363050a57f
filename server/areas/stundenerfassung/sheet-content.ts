export { signedContent, type SignedContent } from '@domain/shared/times/signed-content';
export { signedContentHash } from '@server/records/signed-content-hash';
