import type { EmployeeExam, Exam, ExamRecord, ExamResult, ExamReview, ExamSheet, Question, QuestionRecord } from '@hrms/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const examKeys = {
  all: ['exams', 'all'] as const,
  departments: ['exams', 'departments'] as const,
  questions: (examId: number) => ['exams', 'questions', examId] as const,
  employeeExams: (employeeId: string) => ['exams', 'employee', employeeId] as const,
  attempted: (employeeId: string) => ['exams', 'attempted', employeeId] as const,
  results: (employeeId: string, examId: number) => ['exams', 'results', employeeId, examId] as const,
  review: (employeeId: string, examId: number) => ['exams', 'review', employeeId, examId] as const,
};

export function useAllExams() {
  return useQuery({ queryKey: examKeys.all, queryFn: () => api.get<ExamRecord[]>('exam/get-all') });
}

export function useDepartmentOptions() {
  return useQuery({
    queryKey: examKeys.departments,
    staleTime: 60_000,
    queryFn: () => api.get<{ id: number; departmentId: string; departmentName: string }[]>('department/getAllDepartments'),
  });
}

/** Create (POST exam/create) or update (PATCH exam/update with examId), and delete; each refreshes the table. */
export function useExamMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: examKeys.all });
  return {
    save: useMutation({
      mutationFn: ({ values, examId }: { values: Exam; examId: number | null }) =>
        examId === null
          ? api.post<ExamRecord>('exam/create', values)
          : api.patch<ExamRecord>('exam/update', { ...values, examId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (examId: number) => api.delete<{ message: string }>(`exam/delete/${examId}`),
      onSuccess: refresh,
    }),
  };
}

export function useQuestions(examId: number) {
  return useQuery({
    queryKey: examKeys.questions(examId),
    enabled: examId > 0,
    queryFn: () => api.get<QuestionRecord[]>(`exam/get-questions/${examId}`),
  });
}

export function useQuestionMutations(examId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: examKeys.questions(examId) });
  return {
    save: useMutation({
      mutationFn: (values: Question) =>
        values.questionId
          ? api.patch<QuestionRecord>('exam/update-question', values)
          : api.post<QuestionRecord>('exam/addquoestions', { ...values, questionId: null }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (questionId: number) => api.delete<null>(`exam/deleteQuestionId/${questionId}`),
      onSuccess: refresh,
    }),
  };
}

export function useEmployeeExams(employeeId: string) {
  return useQuery({
    queryKey: examKeys.employeeExams(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<EmployeeExam[]>('exam/get-employee-exams', { query: { employeeId } }),
  });
}

export function useAttemptedExams(employeeId: string) {
  return useQuery({
    queryKey: examKeys.attempted(employeeId),
    enabled: Boolean(employeeId),
    queryFn: () => api.get<EmployeeExam[]>('examSheets/exams', { query: { employeeId } }),
  });
}

export function useExamResults(employeeId: string, examId: number) {
  return useQuery({
    queryKey: examKeys.results(employeeId, examId),
    enabled: Boolean(employeeId) && examId > 0,
    queryFn: () => api.get<ExamResult[]>('examSheets/get', { query: { employeeId, examId } }),
  });
}

/** The exam's name and pass mark, and the answers with the key once the exam has closed (null before). */
export function useExamReview(employeeId: string, examId: number) {
  return useQuery({
    queryKey: examKeys.review(employeeId, examId),
    enabled: Boolean(employeeId) && examId > 0,
    queryFn: () => api.get<ExamReview>('examSheets/review', { query: { employeeId, examId } }),
  });
}

/** Starts (or resumes) the attempt; never cached, the server's clock is the truth. */
export function useExamSheet(examId: number, employeeId: string) {
  return useQuery({
    queryKey: ['exams', 'sheet', examId, employeeId],
    enabled: examId > 0 && Boolean(employeeId),
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    queryFn: () => api.get<ExamSheet>('examSheets/start', { query: { examId, employeeId } }),
  });
}

export const saveExamAnswer = (examId: number, employeeId: string, questionId: number, optionId: number) =>
  api.post<{ message: string }>('examSheets/answer', { questionId, optionId }, { query: { examId, employeeId } });

export const submitExam = (examId: number, employeeId: string, answers: { questionId: string; optionId: number }[]) =>
  api.post<ExamResult & { message: string }>('exam/submit', { answers }, { query: { employeeId, examId } });
