<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="paris_city" tilewidth="40" tileheight="40" tilecount="12" columns="12">
 <image source="paris_city.png" width="480" height="40"/>
</tileset>
