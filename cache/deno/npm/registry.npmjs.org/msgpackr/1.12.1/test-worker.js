setTimeout(() => {
console.log('done');
}, 10000);