/** The answer of calls that only confirm (register, change-password…), per the API contract. */
export type SuccessResponse = { success: true };
