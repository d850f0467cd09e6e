import { describe, expect, it } from 'vitest';
import { ShellQuery } from '../core/shell-data';
import { HomeQuery } from '../features/home/home-query';
import { firstLoadQuery } from './first-load-query';

// The home page's test renders it under HomeQuery, as a first load of '/' does; this keeps the two the same.
describe('firstLoadQuery', () => {
  it("asks for the home page's sections with the shell's data on '/'", () => {
    expect(firstLoadQuery('/')).toBe(HomeQuery);
  });

  it("asks for the shell's data alone on any other page", () => {
    expect(firstLoadQuery('/courses')).toBe(ShellQuery);
    expect(firstLoadQuery('/kid-tech')).toBe(ShellQuery);
  });
});
