import type { ExpenseCategory, ExpenseCategoryBody, ExpenseClaim } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const expenseKeys = {
  all: ['expenses'] as const,
  categories: ['expenses', 'categories'] as const,
  claims: (filter: Record<string, string>) => ['expenses', 'claims', filter] as const,
};

export const useExpenseCategories = () =>
  useQuery({ queryKey: expenseKeys.categories, queryFn: () => api.get<ExpenseCategory[]>('expenses/categories') });

export const useExpenseClaims = (filter: Record<string, string>, enabled = true) =>
  useQuery({
    queryKey: expenseKeys.claims(filter),
    queryFn: () => api.get<ExpenseClaim[]>('expenses', { query: filter }),
    enabled,
  });

export function useFileClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ id: number; status: string }>('expenses', undefined, { form }),
    onSuccess: () => client.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, comments }: { id: number; status: 'APPROVED' | 'REJECTED'; comments: string }) =>
      api.patch<{ id: number; status: string; message: string }>(`expenses/${id}/decision`, { status, comments }),
    onSuccess: () => client.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: ExpenseCategoryBody }) =>
      api.put<ExpenseCategory>(`expenses/categories/${encodeURIComponent(code)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
