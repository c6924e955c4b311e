export * from '../client';
