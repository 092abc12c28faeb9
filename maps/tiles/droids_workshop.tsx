<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="droids_workshop" tilewidth="40" tileheight="40" tilecount="99" columns="16">
 <image source="droids_workshop.png" width="640" height="280"/>
 <tile id="1" probability="0.04"/>
 <tile id="2" probability="0.06"/>
 <tile id="3" probability="0.5"/>
 <tile id="4" probability="0.5"/>
 <tile id="5" probability="0.5"/>
 <tile id="87" type="detail:spanner"/>
 <tile id="88" type="detail:spanner"/>
 <tile id="89" type="detail:seedling"/>
 <tile id="90" type="detail:seedling"/>
 <tile id="91" type="detail:watering_can"/>
 <tile id="92" type="detail:watering_can"/>
 <tile id="93" type="detail:gears"/>
 <tile id="94" type="detail:gears"/>
 <tile id="95" type="detail:crate"/>
 <tile id="96" type="detail:crate"/>
 <tile id="97" type="detail:crate"/>
 <tile id="98" type="detail:crate"/>
 <wangsets>
  <wangset name="Workshop" type="corner" tile="0">
   <wangcolor name="floor" color="#576858" tile="0" probability="1"/>
   <wangcolor name="steel" color="#677273" tile="6" probability="1"/>
   <wangcolor name="planter" color="#6a9955" tile="7" probability="1"/>
   <wangcolor name="board" color="#5c3d27" tile="8" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="4" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="5" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="6" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="7" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="8" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="9" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="10" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="11" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="12" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="13" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="14" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="15" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="16" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="17" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="18" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="19" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="20" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="21" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="22" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="23" wangid="0,2,0,2,0,2,0,4"/>
   <wangtile tileid="24" wangid="0,4,0,2,0,2,0,2"/>
   <wangtile tileid="25" wangid="0,4,0,2,0,2,0,4"/>
   <wangtile tileid="26" wangid="0,2,0,4,0,2,0,2"/>
   <wangtile tileid="27" wangid="0,2,0,4,0,2,0,4"/>
   <wangtile tileid="28" wangid="0,4,0,4,0,2,0,2"/>
   <wangtile tileid="29" wangid="0,4,0,4,0,2,0,4"/>
   <wangtile tileid="30" wangid="0,2,0,2,0,4,0,2"/>
   <wangtile tileid="31" wangid="0,2,0,2,0,4,0,4"/>
   <wangtile tileid="32" wangid="0,4,0,2,0,4,0,2"/>
   <wangtile tileid="33" wangid="0,4,0,2,0,4,0,4"/>
   <wangtile tileid="34" wangid="0,2,0,4,0,4,0,2"/>
   <wangtile tileid="35" wangid="0,2,0,4,0,4,0,4"/>
   <wangtile tileid="36" wangid="0,4,0,4,0,4,0,2"/>
   <wangtile tileid="37" wangid="0,3,0,3,0,3,0,1"/>
   <wangtile tileid="38" wangid="0,1,0,3,0,3,0,3"/>
   <wangtile tileid="39" wangid="0,1,0,3,0,3,0,1"/>
   <wangtile tileid="40" wangid="0,3,0,1,0,3,0,3"/>
   <wangtile tileid="41" wangid="0,3,0,1,0,3,0,1"/>
   <wangtile tileid="42" wangid="0,1,0,1,0,3,0,3"/>
   <wangtile tileid="43" wangid="0,1,0,1,0,3,0,1"/>
   <wangtile tileid="44" wangid="0,3,0,3,0,1,0,3"/>
   <wangtile tileid="45" wangid="0,3,0,3,0,1,0,1"/>
   <wangtile tileid="46" wangid="0,1,0,3,0,1,0,3"/>
   <wangtile tileid="47" wangid="0,1,0,3,0,1,0,1"/>
   <wangtile tileid="48" wangid="0,3,0,1,0,1,0,3"/>
   <wangtile tileid="49" wangid="0,3,0,1,0,1,0,1"/>
   <wangtile tileid="50" wangid="0,1,0,1,0,1,0,3"/>
   <wangtile tileid="51" wangid="0,3,0,3,0,3,0,2"/>
   <wangtile tileid="52" wangid="0,2,0,3,0,3,0,3"/>
   <wangtile tileid="53" wangid="0,2,0,3,0,3,0,2"/>
   <wangtile tileid="54" wangid="0,3,0,2,0,3,0,3"/>
   <wangtile tileid="55" wangid="0,3,0,2,0,3,0,2"/>
   <wangtile tileid="56" wangid="0,2,0,2,0,3,0,3"/>
   <wangtile tileid="57" wangid="0,2,0,2,0,3,0,2"/>
   <wangtile tileid="58" wangid="0,3,0,3,0,2,0,3"/>
   <wangtile tileid="59" wangid="0,3,0,3,0,2,0,2"/>
   <wangtile tileid="60" wangid="0,2,0,3,0,2,0,3"/>
   <wangtile tileid="61" wangid="0,2,0,3,0,2,0,2"/>
   <wangtile tileid="62" wangid="0,3,0,2,0,2,0,3"/>
   <wangtile tileid="63" wangid="0,3,0,2,0,2,0,2"/>
   <wangtile tileid="64" wangid="0,2,0,2,0,2,0,3"/>
   <wangtile tileid="65" wangid="0,3,0,3,0,3,0,4"/>
   <wangtile tileid="66" wangid="0,4,0,3,0,3,0,3"/>
   <wangtile tileid="67" wangid="0,4,0,3,0,3,0,4"/>
   <wangtile tileid="68" wangid="0,3,0,4,0,3,0,3"/>
   <wangtile tileid="69" wangid="0,3,0,4,0,3,0,4"/>
   <wangtile tileid="70" wangid="0,4,0,4,0,3,0,3"/>
   <wangtile tileid="71" wangid="0,4,0,4,0,3,0,4"/>
   <wangtile tileid="72" wangid="0,3,0,3,0,4,0,3"/>
   <wangtile tileid="73" wangid="0,3,0,3,0,4,0,4"/>
   <wangtile tileid="74" wangid="0,4,0,3,0,4,0,3"/>
   <wangtile tileid="75" wangid="0,4,0,3,0,4,0,4"/>
   <wangtile tileid="76" wangid="0,3,0,4,0,4,0,3"/>
   <wangtile tileid="77" wangid="0,3,0,4,0,4,0,4"/>
   <wangtile tileid="78" wangid="0,4,0,4,0,4,0,3"/>
   <wangtile tileid="79" wangid="0,3,0,3,0,2,0,4"/>
   <wangtile tileid="80" wangid="0,3,0,3,0,2,0,1"/>
   <wangtile tileid="81" wangid="0,4,0,2,0,3,0,3"/>
   <wangtile tileid="82" wangid="0,1,0,2,0,3,0,3"/>
   <wangtile tileid="83" wangid="0,2,0,4,0,3,0,3"/>
   <wangtile tileid="84" wangid="0,2,0,1,0,3,0,3"/>
   <wangtile tileid="85" wangid="0,3,0,3,0,4,0,2"/>
   <wangtile tileid="86" wangid="0,3,0,3,0,1,0,2"/>
  </wangset>
 </wangsets>
</tileset>
