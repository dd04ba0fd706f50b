import "server-only";
import { db } from "@/lib/server/db";
import { toCustomerJson } from "@/lib/server/customers/customer-json";
import { getCustomerOrThrow } from "@/lib/server/customers/get-customer-or-throw";
import { notFound } from "@/lib/server/errors";
import { swapAvatarUrl } from "@/lib/server/files/avatar-url";
import { clearFile, deleteFiles, replaceFile, type FileOwner } from "@/lib/server/files/files";
import { NORMALIZED_IMAGE_TYPE, normalizeImage } from "@/lib/server/images/normalize-image";

// A customer's photo (issue 5): normalised to a 256 px WebP and kept by the file service
// (lib/server/files), which serves it at Customer.avatarUrl, /api/v1/files/{id}, to the company's
// users. Deleting customers: call deleteCustomerPhotoFiles with the rows as read before the delete.

type Ids = { companyId: string; customerId: string };

const ownerOf = ({ companyId, customerId }: Ids): FileOwner => ({
  kind: "customerPhoto",
  companyId,
  ownerId: customerId,
});

/** Stores a new photo and points the customer at it; the old file goes. Answers the customer. */
export async function setCustomerPhoto({ companyId, customerId, bytes }: Ids & { bytes: Uint8Array }) {
  await getCustomerOrThrow({ companyId, id: customerId });
  const webp = await normalizeImage(bytes, { field: "photo" });
  await replaceFile(ownerOf({ companyId, customerId }), { bytes: webp, contentType: NORMALIZED_IMAGE_TYPE }, (next) =>
    swapPhotoUrl({ companyId, customerId }, next),
  );
  return readCustomerJson({ companyId, customerId });
}

/** Clears the customer's photo and deletes its file. Clearing an absent photo is fine (200). */
export async function removeCustomerPhoto({ companyId, customerId }: Ids) {
  await clearFile(ownerOf({ companyId, customerId }), (next) => swapPhotoUrl({ companyId, customerId }, next));
  return readCustomerJson({ companyId, customerId });
}

/** Deletes the photo files of these customers (rows as read before they change or go). */
export async function deleteCustomerPhotoFiles(
  companyId: string,
  customers: { id: string; avatarUrl: string | null }[],
): Promise<void> {
  for (const customer of customers) {
    await deleteFiles(ownerOf({ companyId, customerId: customer.id }), [customer.avatarUrl]);
  }
}

function swapPhotoUrl({ companyId, customerId }: Ids, next: string | null) {
  return swapAvatarUrl(db.customer, { id: customerId, companyId }, next, () =>
    notFound("api.errors.CUSTOMER_NOT_FOUND"),
  );
}

async function readCustomerJson({ companyId, customerId }: Ids) {
  return toCustomerJson(await getCustomerOrThrow({ companyId, id: customerId }));
}
