// The line of a failure message worth repeating in a summary: the first that says something,
// without terminal colours, cut short. CommonJS, because the Jest reporter requires it.
const { stripVTControlCharacters } = require('node:util');

function firstLine(message = '') {
  const line =
    stripVTControlCharacters(message)
      .split('\n')
      .map((text) => text.trim())
      .find((text) => text && text !== 'Error:') ?? '(no message)';
  return line.length > 160 ? line.slice(0, 157) + '…' : line;
}

module.exports = { firstLine };
