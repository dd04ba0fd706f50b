import "server-only";

/**
 * Checks the company's usage against its plan and notifies its owners and admins once per
 * resource and month when a usage alert (80 %) is crossed. Call it after anything that raises
 * usage (a member joins, a file is stored). Implemented by the billing part of issue 7.
 */
export async function checkUsageAlerts(companyId: string): Promise<void> {
  void companyId;
}
