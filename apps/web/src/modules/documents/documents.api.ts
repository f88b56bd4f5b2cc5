import type { DocumentCategory } from '@hrms/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiRequest } from '../../lib/api-client';

export const documentKeys = {
  picture: (kind: 'profile-pic' | 'id-card-pic', employeeId: string) => ['documents', kind, employeeId] as const,
  list: (employeeId: string, category: DocumentCategory) => ['documents', 'list', employeeId, category] as const,
};

/** A picture address usable as <img src>, or null when none has been uploaded. */
export function usePicture(
  kind: 'profile-pic' | 'id-card-pic',
  employeeId: string | undefined,
  organizationId: string | undefined,
) {
  return useQuery({
    queryKey: documentKeys.picture(kind, employeeId ?? ''),
    enabled: Boolean(employeeId && organizationId),
    retry: false,
    queryFn: async () => {
      try {
        const src = await apiRequest<string>('GET', `documents/${kind}`, { query: { organizationId, employeeId } });
        return typeof src === 'string' && src ? src : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export async function uploadDocument(params: {
  employeeId: string;
  organizationId: string;
  fileName: string;
  category: DocumentCategory;
  file: File;
}): Promise<string> {
  const form = new FormData();
  form.append('file', params.file);
  return apiRequest<string>('POST', 'documents/upload', {
    query: {
      organizationId: params.organizationId,
      employeeId: params.employeeId,
      fileName: params.fileName,
      category: params.category,
    },
    form,
  });
}

export function useInvalidatePictures() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['documents'] });
}

export const documentFileUrl = (path: string) =>
  path.startsWith('/') || path.startsWith('data:') ? path : `${API_BASE}/${path}`;
