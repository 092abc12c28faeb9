<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="droids_workshop" tilewidth="40" tileheight="40" tilecount="10" columns="10">
 <image source="droids_workshop.png" width="400" height="40"/>
</tileset>
