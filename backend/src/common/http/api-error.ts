import { HttpException, HttpStatus } from '@nestjs/common';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** The error envelope of every failed answer: `{ success: false, error, message, details? }`. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  details?: ErrorDetail[];
}

/** An HTTP error whose French text is meant for the user as is. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, error: string, options: { message?: string; details?: ErrorDetail[] } = {}) {
    const body: ErrorBody = { success: false, error, message: options.message ?? error };
    if (options.details?.length) body.details = options.details;
    super(body, status);
  }
}

export const badRequest = (error: string, details?: ErrorDetail[]) => new ApiError(HttpStatus.BAD_REQUEST, error, { details });
export const unauthorized = (error = DEFAULT_ERRORS[401]) => new ApiError(HttpStatus.UNAUTHORIZED, error);
export const forbidden = (error = DEFAULT_ERRORS[403]) => new ApiError(HttpStatus.FORBIDDEN, error);
export const notFound = (error = DEFAULT_ERRORS[404]) => new ApiError(HttpStatus.NOT_FOUND, error);
export const conflict = (error: string) => new ApiError(HttpStatus.CONFLICT, error);
export const badGateway = (error = DEFAULT_ERRORS[502]) => new ApiError(HttpStatus.BAD_GATEWAY, error);

/** French text for a status when nothing more specific was said. */
export const DEFAULT_ERRORS: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Authentification requise',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  406: 'Format de réponse non disponible',
  408: 'Délai de requête dépassé',
  409: 'Conflit avec l’état actuel de la ressource',
  413: 'Contenu trop volumineux',
  415: 'Type de contenu non pris en charge',
  422: 'Données invalides',
  429: 'Trop de tentatives, réessayez plus tard',
  500: 'Erreur interne du serveur',
  502: 'Service de facturation indisponible, réessayez plus tard',
  503: 'Service temporairement indisponible, réessayez plus tard',
  504: 'Délai de réponse dépassé, réessayez plus tard',
};

export function defaultErrorFor(status: number): string {
  return DEFAULT_ERRORS[status] ?? (status >= 500 ? DEFAULT_ERRORS[500] : DEFAULT_ERRORS[400]);
}
