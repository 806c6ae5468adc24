// Debian's nginx for the tests that serve through it (the deploy snippet, the TLS proxy the
// Observatory scans), with a configuration of the test's own in a temp folder.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
export const NGINX_MISSING = 'nginx is not installed: apt-get install nginx-light (.ci/run does)';

/** Starts nginx with `servers` (the inside of its `http` block); every file it writes is in `dir`. */
export function startNginx(dir: string, servers: string) {
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${servers}
}
`,
  );
  execFileSync(NGINX!, ['-t', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const nginx = spawn(NGINX!, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  nginx.stdout!.on('data', (chunk) => (output += chunk));
  nginx.stderr!.on('data', (chunk) => (output += chunk));
  const log = path.join(dir, 'error.log');
  return {
    process: nginx,
    /** What nginx said, for a failure's message. */
    errors: () => `${output}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
    async stop() {
      if (nginx.exitCode !== null) return;
      const exited = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
