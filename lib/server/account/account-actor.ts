import "server-only";

/**
 * Who acts in an account service: the signed-in user, in their company. The request, when there
 * is one, gives the security log its IP address and device.
 */
export type AccountActor = { userId: string; companyId: string; req?: Request };
