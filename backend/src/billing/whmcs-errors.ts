/** WHMCS could not be reached or did not answer with JSON: the call may or may not have taken effect. */
export class WhmcsTransportError extends Error {
  constructor(
    message: string,
    readonly action: string,
    /** False only when the request provably never reached WHMCS (connection refused, unknown host). */
    readonly maybeDelivered = true,
  ) {
    super(message);
    this.name = 'WhmcsTransportError';
  }
}

/** WHMCS answered `result: "error"`: a business error (HTTP 200) or an API credential/permission error (403). */
export class WhmcsApiError extends Error {
  constructor(
    message: string,
    readonly action: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'WhmcsApiError';
  }

  /** Our own credential, IP or role is refused: a configuration problem, not the customer's. */
  get isAccessDenied(): boolean {
    return (
      this.httpStatus === 401 ||
      this.httpStatus === 403 ||
      /^(Authentication Failed|Invalid IP|Forbidden IP|Invalid Permissions)/i.test(this.message)
    );
  }
}
