import {
  type DocumentCategory,
  type DocumentListItem,
  type FirstDayItem,
  type JoinerMissingDocuments,
  ONBOARDING_FILE_FIELDS,
  type OnboardingFields,
  type OnboardingFileField,
  type OnboardingSubmission,
  type OnboardingSummary,
  PICTURE_URL_TTL_SECONDS,
} from '@hrms/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiPage, apiRequest } from '../../lib/api-client';

export const documentKeys = {
  picture: (kind: 'profile-pic' | 'id-card-pic', employeeId: string) => ['documents', kind, employeeId] as const,
  list: (employeeId: string, category: DocumentCategory) => ['documents', 'list', employeeId, category] as const,
  onboarding: ['documents', 'onboarding'] as const,
  submissions: (page: number, search: string) => ['documents', 'onboarding', 'list', page, search] as const,
  submission: (employeeId: string) => ['documents', 'onboarding', 'one', employeeId] as const,
  joiners: (page: number) => ['documents', 'onboarding', 'joiners', page] as const,
  employeeName: (employeeId: string) => ['documents', 'employee-name', employeeId] as const,
};

/** Reads a call whose 404 means "nothing yet". */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A picture address usable as <img src>, or null when none has been uploaded (the server answers an empty 200). */
export function usePicture(
  kind: 'profile-pic' | 'id-card-pic',
  employeeId: string | undefined,
  organizationId: string | undefined,
) {
  return useQuery({
    queryKey: documentKeys.picture(kind, employeeId ?? ''),
    enabled: Boolean(employeeId && organizationId),
    retry: false,
    // signed picture addresses live 5–10 minutes: renew them before they lapse
    refetchInterval: PICTURE_URL_TTL_SECONDS * 800,
    queryFn: async () => {
      const src = await orNull(apiRequest<string>('GET', `documents/${kind}`, { query: { organizationId, employeeId } }));
      return typeof src === 'string' && src ? src : null;
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

/** One category of an employee's documents (GET documents/list). */
export function useDocumentList(employeeId: string | undefined, organizationId: string | undefined, category: DocumentCategory) {
  return useQuery({
    queryKey: documentKeys.list(employeeId ?? '', category),
    enabled: Boolean(employeeId && organizationId),
    queryFn: () => api.get<DocumentListItem[]>('documents/list', { query: { organizationId, employeeId, category } }),
  });
}

/** The organisation's onboarding submissions (admin, HR), newest first; `total` from X-Total-Count. */
export function useOnboardingSubmissions(page: number, search: string, size: number) {
  return useQuery({
    queryKey: documentKeys.submissions(page, search),
    queryFn: () => apiPage<OnboardingSummary>('documents/onboarding', { pageNumber: page, size, search: search || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** New joiners still missing documents (admin, HR), a page at a time; refreshed after every hand-in. */
export function useJoinersMissingDocuments(page: number, size: number) {
  return useQuery({
    queryKey: documentKeys.joiners(page),
    queryFn: () => apiPage<JoinerMissingDocuments>('documents/joiners-missing-documents', { pageNumber: page, size }),
    placeholderData: keepPreviousData,
  });
}

/** An employee's onboarding submission, or null when nothing was handed in. */
export function useOnboardingSubmission(employeeId: string | undefined) {
  return useQuery({
    queryKey: documentKeys.submission(employeeId ?? ''),
    enabled: Boolean(employeeId),
    queryFn: () => orNull(api.get<OnboardingSubmission>(`documents/onboarding/${employeeId}`)),
  });
}

/** A colleague's name by id (plain string), or null when there is no such employee. */
export function useEmployeeName(employeeId: string) {
  return useQuery({
    queryKey: documentKeys.employeeName(employeeId),
    enabled: employeeId.length > 0,
    retry: false,
    queryFn: () => orNull(api.get<string>(`employee/getEmployeeName/${encodeURIComponent(employeeId)}`)),
  });
}

export type OnboardingUpload = OnboardingFields & Partial<Record<OnboardingFileField, File | null | undefined>>;

/** POST documents/onboarding: text fields and the chosen files as one multipart form. */
export function useSubmitOnboarding(employeeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: OnboardingUpload) => {
      const form = new FormData();
      form.append('aadharName', values.aadharName);
      form.append('aadharNumber', values.aadharNumber);
      form.append('panName', values.panName);
      form.append('panNumber', values.panNumber);
      for (const field of ONBOARDING_FILE_FIELDS) {
        const file = values[field];
        if (file) form.append(field, file, file.name);
      }
      return apiRequest<OnboardingSubmission & { message: string }>('POST', 'documents/onboarding', {
        query: { employeeId },
        form,
      });
    },
    // the answer carries the identity numbers masked: the submission (under this key) is read again, where
    // admins and HR see them in full
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.onboarding }),
  });
}

const firstDayItemsKey = ['documents', 'first-day-items'] as const;

/** GET documents/first-day-items (admins, HR): the organisation's first-day items in order. */
export function useFirstDayItems() {
  return useQuery({ queryKey: firstDayItemsKey, queryFn: () => api.get<FirstDayItem[]>('documents/first-day-items') });
}

type FirstDayChange =
  | { kind: 'add'; title: string }
  | { kind: 'rename'; itemId: string; title: string }
  | { kind: 'remove'; itemId: string }
  | { kind: 'order'; itemIds: string[] };

/** Adds, renames, removes or reorders first-day items; answers the server's message and reloads the list. */
export function useChangeFirstDayItems() {
  const client = useQueryClient();
  const reloadList = () => client.invalidateQueries({ queryKey: firstDayItemsKey });
  return useMutation({
    mutationFn: (change: FirstDayChange): Promise<{ message: string }> => {
      if (change.kind === 'add') return api.post('documents/first-day-items', { title: change.title });
      if (change.kind === 'rename') return api.patch(`documents/first-day-items/${change.itemId}`, { title: change.title });
      if (change.kind === 'remove') return api.delete(`documents/first-day-items/${change.itemId}`);
      return api.put('documents/first-day-items/order', { itemIds: change.itemIds });
    },
    // a change is done once the list shows it; a refusal ("already on the list") shows at once, not after a reload
    // of the list that may be slow (someone else may have changed it meanwhile, so it still reloads)
    onSuccess: reloadList,
    onError: () => {
      void reloadList();
    },
  });
}
