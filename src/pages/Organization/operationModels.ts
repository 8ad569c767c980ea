/** The operation models an organisation can have, and their message keys. */
import type { MessageKey } from '@/locales/types';

export const OPERATION_MODELS: API.OperationModel[] = ['direct', 'leased', 'distributor'];

export const operationModelKey = (model: API.OperationModel): MessageKey => `organization.model.${model}`;
