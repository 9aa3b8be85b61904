import { z } from 'zod';

// Validation messages reach people (form errors, API issues): say them in French everywhere.
z.config(z.locales.fr());
