import {
  memberFollowers as memberFollowersNs,
  memberReport as memberReportNs,
  members as membersNs,
} from '@wix/members';
import { reviewRequests as reviewRequestsNs, reviews as reviewsNs } from '@wix/reviews';
import { products as productsNs, productsV3 as productsV3Ns } from '@wix/stores';
import {
  contacts as contactsNs,
  extendedFields as extendedFieldsNs,
  labels as labelsNs,
  tasks as tasksNs,
} from '@wix/crm';
import { files as filesNs, folders as foldersNs } from '@wix/media';
import { site as siteUrlsNs } from '@wix/urls';

// The SDK calls Sitekeeper makes, and no others. Each SDK module is a namespace of every method of
// its API; handing a whole namespace to createClient bundles all of them (the background has a size
// budget). Static member picks let the bundler drop the rest; a call not listed here is a type error.
// Every export is a module the site clients carry (client.ts takes the whole file): a domain that calls
// an SDK module nobody calls yet adds its block here, and registers it nowhere else.

export const reviews = {
  queryReviews: reviewsNs.queryReviews,
  countReviews: reviewsNs.countReviews,
  getReview: reviewsNs.getReview,
  createReview: reviewsNs.createReview,
  updateModerationStatus: reviewsNs.updateModerationStatus,
  bulkUpdateModerationStatus: reviewsNs.bulkUpdateModerationStatus,
  setReply: reviewsNs.setReply,
  removeReply: reviewsNs.removeReply,
  deleteReview: reviewsNs.deleteReview,
  bulkDeleteReviews: reviewsNs.bulkDeleteReviews,
};

export const reviewRequests = {
  queryReviewRequests: reviewRequestsNs.queryReviewRequests,
  createReviewRequest: reviewRequestsNs.createReviewRequest,
  countReviewRequests: reviewRequestsNs.countReviewRequests,
  bulkCancelReviewRequestsByFilter: reviewRequestsNs.bulkCancelReviewRequestsByFilter,
  deleteReviewRequest: reviewRequestsNs.deleteReviewRequest,
};

export const members = {
  queryMembers: membersNs.queryMembers,
  getMember: membersNs.getMember,
  createMember: membersNs.createMember,
  updateMember: membersNs.updateMember,
  updateMemberSlug: membersNs.updateMemberSlug,
  deleteMember: membersNs.deleteMember,
  bulkDeleteMembers: membersNs.bulkDeleteMembers,
  bulkDeleteMembersByFilter: membersNs.bulkDeleteMembersByFilter,
  getCurrentMember: membersNs.getCurrentMember,
  updateCurrentMemberSlug: membersNs.updateCurrentMemberSlug,
  joinCommunity: membersNs.joinCommunity,
  leaveCommunity: membersNs.leaveCommunity,
  deleteMyMember: membersNs.deleteMyMember,
  approveMember: membersNs.approveMember,
  blockMember: membersNs.blockMember,
  muteMember: membersNs.muteMember,
  unmuteMember: membersNs.unmuteMember,
  disconnectMember: membersNs.disconnectMember,
  deleteMemberPhones: membersNs.deleteMemberPhones,
  deleteMemberEmails: membersNs.deleteMemberEmails,
  deleteMemberAddresses: membersNs.deleteMemberAddresses,
  bulkApproveMembers: membersNs.bulkApproveMembers,
  bulkBlockMembers: membersNs.bulkBlockMembers,
};

export const memberReport = {
  queryMemberReports: memberReportNs.queryMemberReports,
  listReportedMembers: memberReportNs.listReportedMembers,
  queryReportedMembers: memberReportNs.queryReportedMembers,
  deleteMemberReports: memberReportNs.deleteMemberReports,
};

export const memberFollowers = {
  listMemberFollowers: memberFollowersNs.listMemberFollowers,
  listMemberFollowing: memberFollowersNs.listMemberFollowing,
  queryMemberConnections: memberFollowersNs.queryMemberConnections,
};

export const contacts = {
  queryContacts: contactsNs.queryContacts,
  getContact: contactsNs.getContact,
  createContact: contactsNs.createContact,
  updateContact: contactsNs.updateContact,
  deleteContact: contactsNs.deleteContact,
  previewMergeContacts: contactsNs.previewMergeContacts,
  mergeContacts: contactsNs.mergeContacts,
  labelContact: contactsNs.labelContact,
  unlabelContact: contactsNs.unlabelContact,
  queryFacets: contactsNs.queryFacets,
};

export const labels = {
  queryLabels: labelsNs.queryLabels,
  findOrCreateLabel: labelsNs.findOrCreateLabel,
  renameLabel: labelsNs.renameLabel,
  deleteLabel: labelsNs.deleteLabel,
};
export const extendedFields = {
  queryExtendedFields: extendedFieldsNs.queryExtendedFields,
  findOrCreateExtendedField: extendedFieldsNs.findOrCreateExtendedField,
  renameExtendedField: extendedFieldsNs.renameExtendedField,
  deleteExtendedField: extendedFieldsNs.deleteExtendedField,
};

export const tasks = {
  queryTasks: tasksNs.queryTasks,
  countTasks: tasksNs.countTasks,
  getTask: tasksNs.getTask,
  createTask: tasksNs.createTask,
  updateTask: tasksNs.updateTask,
  deleteTask: tasksNs.deleteTask,
};

export const files = {
  listFiles: filesNs.listFiles,
  searchFiles: filesNs.searchFiles,
  listDeletedFiles: filesNs.listDeletedFiles,
  getFileDescriptor: filesNs.getFileDescriptor,
  getFileDescriptors: filesNs.getFileDescriptors,
  updateFileDescriptor: filesNs.updateFileDescriptor,
  generateFileUploadUrl: filesNs.generateFileUploadUrl,
  generateFileResumableUploadUrl: filesNs.generateFileResumableUploadUrl,
  generateFileDownloadUrl: filesNs.generateFileDownloadUrl,
  generateVideoStreamingUrl: filesNs.generateVideoStreamingUrl,
  importFile: filesNs.importFile,
  bulkImportFile: filesNs.bulkImportFile,
  bulkDeleteFiles: filesNs.bulkDeleteFiles,
  bulkRestoreFilesFromTrashBin: filesNs.bulkRestoreFilesFromTrashBin,
};

export const folders = {
  getFolder: foldersNs.getFolder,
  listFolders: foldersNs.listFolders,
  searchFolders: foldersNs.searchFolders,
  createFolder: foldersNs.createFolder,
  updateFolder: foldersNs.updateFolder,
  bulkDeleteFolders: foldersNs.bulkDeleteFolders,
  bulkRestoreFoldersFromTrashBin: foldersNs.bulkRestoreFoldersFromTrashBin,
  listDeletedFolders: foldersNs.listDeletedFolders,
};

export const siteUrls = { listPublishedSiteUrls: siteUrlsNs.listPublishedSiteUrls };
export const products = { queryProducts: productsNs.queryProducts };
export const productsV3 = { queryProducts: productsV3Ns.queryProducts, searchProducts: productsV3Ns.searchProducts };
