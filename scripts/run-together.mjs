#!/usr/bin/env node
/**
 * Runs the npm scripts named on the command line at the same time and fails when any of them does:
 * `node scripts/run-together.mjs typecheck lint:code lint:format`. Each is single-threaded (tsc,
 * ESLint, Prettier), so on two cores together they take about two thirds of their time in a row.
 * Each script's output is held and printed whole when it ends, so a CI log reads like a serial run.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(scripts.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
