// Plain Node CommonJS, as Jest and other CommonJS tools load a dependency: `require()` of each
// package entry named on the command line (Node 20.19+ requires ES modules synchronously). Copied
// into the consumer app, so that the entries resolve from its node_modules. `entry!peer` names an
// entry whose optional peer the app does not install: it must resolve, and fail only for want of
// that peer. Prints one line per entry that failed, and exits non-zero if any did.
'use strict';

const failed = [];
for (const argument of process.argv.slice(2)) {
  const [entry, absentPeer] = argument.split('!');
  try {
    require(entry);
    if (absentPeer) failed.push(`${entry}: loaded, though ${absentPeer} is not installed`);
  } catch (error) {
    const missingPeer = /MODULE_NOT_FOUND/.test(error.code) && error.message.includes(`'${absentPeer}'`);
    if (!absentPeer || !missingPeer)
      failed.push(`${entry}: ${error.code ?? error.name}: ${error.message.split('\n')[0]}`);
  }
}
for (const line of failed) console.log(line);
process.exitCode = failed.length ? 1 : 0;
