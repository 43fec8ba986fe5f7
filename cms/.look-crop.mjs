import sharp from 'sharp'
const [file, top = '0', height = '900', out] = process.argv.slice(2)
const img = sharp(file)
const { width, height: h } = await img.metadata()
await sharp(file).extract({ left: 0, top: Number(top), width, height: Math.min(Number(height), h - Number(top)) }).toFile(out)
console.log(width, h)
