import "server-only";

// THE SEAM for campaigns (issue 18): which scheduled or running campaign sends a template. Deleting
// a template is refused (409, naming the campaign) while one does. Campaigns do not exist yet, so no
// template is in use; issue 18 replaces the body with its query.

/** The name of a scheduled or running campaign of the company using the template, or null. */
export async function campaignUsingTemplate({
  companyId,
  templateId,
}: {
  companyId: string;
  templateId: string;
}): Promise<string | null> {
  void companyId;
  void templateId;
  return null;
}
